import AudioSessionModel

/// A behaviour rule's id (`O5`, `C3`), typed: the model's `RuleID`, which errors and reasons carry.
public typealias RuleID = AudioSessionModel.RuleID
