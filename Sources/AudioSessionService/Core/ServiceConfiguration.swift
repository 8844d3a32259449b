import AudioSessionRemote
import AudioSessionScenario
import AudioSessionSimulator

/// How a daemon arbitrates: its device and declared apps, and the service's own choices (command-line options).
package struct ServiceConfiguration: Sendable {
    /// Who moves the front (`--front`).
    package enum Front: String, Sendable, CaseIterable {
        /// Before an app's action, the daemon brings it to the front if it is not there (a desktop, the default).
        case acting
        /// Only a privileged `user: openApp` or `home` changes the front (a compositor or a shell plug-in).
        case external
    }

    /// What a connection that closes without `bye` means (`--on-client-exit`).
    package enum ClientExit: String, Sendable, CaseIterable {
        /// Rule SV1: an active session is deactivated with `notifyOthers`, then the app is terminated (the default).
        case release
        /// Rule SV2: the app is terminated (L6) and what it interrupted is orphaned (I5), as on iOS.
        case terminate
    }

    /// How apps in the background live.
    package enum Lifecycle: String, Sendable {
        /// A desktop's: an app not in front keeps running (`suspendAfter` just under the format's limit).
        case desktop
        /// The device's, as configured (`device.suspendAfter`): iOS's, for running a scenario through the daemon.
        case asConfigured
    }

    /// The device and the declared apps (`--device`, `--apps`).
    package var device: DeviceConfiguration
    /// Whether `hello` may register an app that `--apps` does not declare (`--allow-unknown-apps`).
    package var allowsUnknownApps = false
    /// Who moves the front.
    package var front = Front.acting
    /// What a closed connection means.
    package var clientExit = ClientExit.release
    /// The daemon's own user id: a session daemon trusts its user's processes with `user` and `system` events.
    package var daemonUID: UInt32
    /// The members of `--control-group`, who may send `user` and `system` events too.
    package var controlGroup: ControlGroup?
    /// How apps in the background live: a desktop's by default.
    package var lifecycle = Lifecycle.desktop
    /// The linear gain of a duck (`--duck-level`).
    package var duckLevel = 0.2
    /// The `--ports` rules, tried before the built-in ones.
    package var portRules: [ServicePortRule] = []

    /// A configuration.
    package init(device: DeviceConfiguration, daemonUID: UInt32) {
        self.device = device
        self.daemonUID = daemonUID
    }
}

/// A group whose members may send `user` and `system` events (`--control-group`).
package struct ControlGroup: Hashable, Sendable {
    /// The group's name.
    package var name: String
    /// Its id: a client whose group id it is belongs to it.
    package var gid: UInt32
    /// The user ids of its other members.
    package var memberUIDs: Set<UInt32>

    /// A group.
    package init(name: String, gid: UInt32, memberUIDs: Set<UInt32>) {
        self.name = name
        self.gid = gid
        self.memberUIDs = memberUIDs
    }

    /// Whether a client belongs to it.
    package func contains(_ peer: PeerCredentials) -> Bool { peer.gid == gid || memberUIDs.contains(peer.uid) }
}
