import AudioSessionModel

/// The model's category; on Apple platforms `Foundation` also brings `ObjectiveC.Category`.
typealias Category = AudioSessionModel.Category
