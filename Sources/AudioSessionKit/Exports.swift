// An app or an SDK imports the Kit alone: the model's values come with it.
@_exported import AudioSessionModel
