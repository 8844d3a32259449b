/// `CXCallEndedReason`: why a provider reports a call's end.
public enum CXCallEndedReason: Int, Sendable {
    /// `CXCallEndedReasonFailed`: an error occurred while trying to service the call.
    case failed = 1
    /// `CXCallEndedReasonRemoteEnded`: the other party ended the call.
    case remoteEnded = 2
    /// `CXCallEndedReasonUnanswered`: the call never started connecting and was never explicitly ended.
    case unanswered = 3
    /// `CXCallEndedReasonAnsweredElsewhere`: the call was answered on another device.
    case answeredElsewhere = 4
    /// `CXCallEndedReasonDeclinedElsewhere`: the call was declined on another device.
    case declinedElsewhere = 5
}
