import AudioSessionEngine
import AudioSessionModel
import AudioSessionSimulator

/// The device's volume: what the sessions read and the engine's rules do not use.
struct SimulatedHardware: Sendable {
    var outputVolume: Float = 0.5
}

extension SimulatedDevice {
    private struct HardwareKey: Hashable {}

    /// The device's volume, shared by every session on it.
    var hardware: Locked<SimulatedHardware> { attachment(HardwareKey()) { Locked(SimulatedHardware()) } }

    /// The user sets the volume with the buttons or Control Center, 0 to 1 (not in the SDK); sessions read it as
    /// `outputVolume`.
    public func setOutputVolume(_ volume: Float) {
        hardware.withLock { $0.outputVolume = min(1, max(0, volume)) }
    }
}
