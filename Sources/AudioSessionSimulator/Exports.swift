// What the device's API speaks of (`Delivery`, `ObservationToken`) comes with it.
@_exported import AudioSessionRuntime
