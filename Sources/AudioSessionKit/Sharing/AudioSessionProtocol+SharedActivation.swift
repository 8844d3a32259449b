import AudioSessionModel

extension AudioSessionProtocol {
    /// The one ``SharedActivation`` of a session type written outside the Kit (a wrapper, a test double): one per
    /// session object, made on first use (not in the SDK). The Kit's sessions share theirs between every wrapper of
    /// one underlying session instead.
    public var sharedActivation: SharedActivation { ExternalSessionSlots.slot(for: self).sharedActivation(for: self) }
}

/// The shared-activation slots of sessions the Kit did not make, one per live session object.
private enum ExternalSessionSlots {
    private struct Entry {
        weak var session: (any AudioSessionProtocol)?
        let slot: SharedActivationSlot
    }

    private static let entries = Locked<[ObjectIdentifier: Entry]>([:])

    static func slot(for session: any AudioSessionProtocol) -> SharedActivationSlot {
        entries.withLock { entries in
            let key = ObjectIdentifier(session)
            if let entry = entries[key], entry.session === session { return entry.slot }
            entries = entries.filter { $0.value.session != nil } // Slots of sessions that are gone.
            let slot = SharedActivationSlot()
            entries[key] = Entry(session: session, slot: slot)
            return slot
        }
    }
}
