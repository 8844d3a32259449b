import Foundation

/// `CXTransaction`: the actions a call controller requests at once.
open class CXTransaction: NSObject {
    /// `UUID`.
    public let uuid = UUID()
    /// `actions`.
    open private(set) var actions: [CXAction]

    /// `-initWithActions:`.
    public init(actions: [CXAction]) {
        self.actions = actions
        super.init()
    }

    /// `-initWithAction:`.
    public convenience init(action: CXAction) { self.init(actions: [action]) }

    /// `complete`: whether every action is fulfilled or failed.
    open var isComplete: Bool { actions.allSatisfy(\.isComplete) }

    /// `-addAction:`.
    open func addAction(_ action: CXAction) { actions.append(action) }
}
