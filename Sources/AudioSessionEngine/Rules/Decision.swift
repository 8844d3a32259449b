import AudioSessionModel

/// What one event decides, collected before it is ordered for delivery (O1, O2).

struct Decision {
    /// Every app's route when the event began, for events that end system audio (I7's previous route).
    var allRoutesBefore: [RouteDescription]?

    /// Delivery classes of O2 and E2, lowest first.
    enum Order: Int, Comparable {
        case lifecycle = 0
        case held = 10
        case disconnectRouteChange = 15
        case interruptionBegan = 20
        case routeChange = 30
        case interruptionEnded = 40
        case other = 50
        static func < (lhs: Order, rhs: Order) -> Bool { lhs.rawValue < rhs.rawValue }
    }

    struct Entry {
        var app: AppID
        var order: Order
        var sequence: Int
        var output: EngineOutput

        /// Delivery order when no app moved to or from the front: by app, then by class (O2), then as decided.
        var deliveryKey: (Int, Int, Int) { (app.index, order.rawValue, sequence) }
    }

    /// Whether the entries are in delivery order already (they usually are).
    var isInDeliveryOrder: Bool {
        var position = entries.startIndex + 1
        while position < entries.endIndex {
            if deliveryKey(entries[position]) < deliveryKey(entries[position - 1]) { return false }
            position += 1
        }
        return true
    }

    /// O1: the app that left the front in this decision, told first.
    var leavingFront: AppID?
    /// O1: the app that came to the front in this decision, told after the leaving one, before the others.
    var arrivingFront: AppID?
    /// K6: the app told after every other app (the system activates its session once the others are interrupted).
    var toldLast: AppID?

    /// Delivery order (O1, O2): the app leaving the front, then the app arriving, then the others in declaration
    /// order; for each app by class (O2), then as decided.
    @inline(__always)
    func deliveryKey(_ entry: Entry) -> (Int, Int, Int) {
        Self.deliveryKey(entry, leaving: leavingFront, arriving: arrivingFront, last: toldLast)
    }

    @inline(__always)
    static func deliveryKey(_ entry: Entry, leaving: AppID?, arriving: AppID?, last: AppID?) -> (Int, Int, Int) {
        guard leaving != nil || arriving != nil || last != nil else { return entry.deliveryKey }
        let rank =
            entry.app == last ? Int.max : entry.app == leaving ? -2 : entry.app == arriving ? -1 : entry.app.index
        return (rank, entry.order.rawValue, entry.sequence)
    }

    /// The route-change reason R8 gives for this event's route changes.
    var routeReason: RouteChangeReason = .categoryChange
    /// Why routes change in this event, put in words only when a route changes (most events change none).
    var routeCause = RouteCause.ownerChanged
    /// Why routes change in this event.
    var routeBecause: Because {
        get { routeCause.because }
        set { routeCause = .because(newValue) }
    }

    /// Why routes change: a reason in words, or an app's call, worded when asked for.
    enum RouteCause {
        case because(Because)
        /// R1: the route owner changed.
        case ownerChanged
        /// R8: the app changed something its route depends on.
        case changedConfiguration(app: String)
        /// R9.
        case setCategory(app: String, Category)
        /// R9.
        case setMode(app: String, Mode)
        /// R1.
        case activated(app: String)
        /// R1.
        case deactivated(app: String)

        var because: Because {
            switch self {
            case .because(let because): because
            case .ownerChanged: Because("the route owner changed", rule: "R1")
            case .changedConfiguration(let app): Because(subject: app, " changed its configuration", rule: "R8")
            case .setCategory(let app, let category): Because.setCategory(app: app, category)
            case .setMode(let app, let mode): Because.setMode(app: app, mode)
            case .activated(let app): Because(subject: app, " activated its session", rule: "R1")
            case .deactivated(let app): Because(subject: app, " deactivated its session", rule: "R1")
            }
        }
    }
    /// A reset delivers no interruption or route-change notification (S7).
    var suppressRouteChanges = false
    /// Deliveries.
    var entries: [Entry] = []
    /// The caller's output buffer, to which notes are appended in the order decided, and deliveries when finished.
    var notes: [EngineOutput] = []
    /// The error of an app action.
    var error: AudioSessionError?
    /// Apps that already have a route change in this decision (E1).
    var appsWithRouteChange: [AppID] = []
    /// Apps whose speaker override an interruption cleared: R5 delivers no route change for that.
    var overrideClearedByInterruption: [AppID] = []

    mutating func deliver(
        _ app: AppID, _ notification: SessionNotification, _ because: Because, order: Order,
        notingRouteChange: Bool = true
    ) {
        if notingRouteChange, case .routeChange = notification { appsWithRouteChange.append(app) }
        entries.append(
            Entry(app: app, order: order, sequence: entries.count, output: .notification(app, notification, because)))
    }

    mutating func lifecycle(_ app: AppID, _ event: LifecycleEvent, _ because: Because) {
        entries.append(
            Entry(app: app, order: .lifecycle, sequence: entries.count, output: .lifecycle(app, event, because)))
    }

    mutating func held(_ app: AppID, _ output: EngineOutput) {
        entries.append(Entry(app: app, order: .held, sequence: entries.count, output: output))
    }

    mutating func note(_ actor: NoteActor, _ note: EngineNote, _ because: Because) {
        notes.append(.note(actor, note, because))
    }

    func hasRouteChange(_ app: AppID) -> Bool { appsWithRouteChange.contains(app) }
}
