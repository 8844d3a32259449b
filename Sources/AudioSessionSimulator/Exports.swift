// What the device's API speaks of (`Delivery`, `ObservationToken`, a trace line's `NoteField`) comes with it.
@_exported import AudioSessionRuntime
@_exported import AudioSessionVocabulary
