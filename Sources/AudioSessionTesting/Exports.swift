// A test imports AudioSessionTesting alone: the Kit, the simulated device and the values it takes come with it.
@_exported import AudioSessionEngine
@_exported import AudioSessionKit
@_exported import AudioSessionModel
@_exported import AudioSessionSimulator
