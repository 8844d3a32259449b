import AudioSessionEngine
import AudioSessionModel

extension Runtime {
    struct PolicySubscriber: Sendable {
        var id: Int
        var body: @Sendable (PolicyChange) -> Void
    }

    /// Runs `body` for every change of an app's `PolicyView` from now on: after each event, for each app whose
    /// view changed, in app order, after the event's ``RuntimeEvent``s. The views before the first change are
    /// ``policyViews``. Each event costs what it changed, not a look at every app (except for what every app depends
    /// on: the ringer, the lock, a `record` session, a ducker appearing).
    ///
    /// `body` runs while the runtime is locked: it must record, not call the runtime back.
    @discardableResult
    public func subscribePolicy(_ body: @escaping @Sendable (PolicyChange) -> Void) -> RuntimeSubscription {
        core.withLock { core in
            if core.policySubscribers.isEmpty { core.startPolicyViews() }
            core.nextID += 1
            core.policySubscribers.append(PolicySubscriber(id: core.nextID, body: body))
            return RuntimeSubscription(id: core.nextID)
        }
    }

    /// Stops a policy subscription.
    public func unsubscribePolicy(_ subscription: RuntimeSubscription) {
        let removed = core.withLock { core -> [PolicySubscriber] in
            let removed = core.policySubscribers.filter { $0.id == subscription.id }
            core.policySubscribers.removeAll { $0.id == subscription.id }
            return removed
        }
        _ = removed
    }

    /// Every app's `PolicyView` now, by app.
    public var policyViews: [PolicyView] {
        core.withLock { core in
            let duckLevel = core.options.duckLevel
            return core.engine.state.apps.indices.map { core.engine.policyView(of: AppID($0), duckLevel: duckLevel) }
        }
    }
}

extension Runtime.Core {
    /// Takes every app's view as the start of the diffs, and drops the changes noted so far (the changed apps still
    /// hear of them).
    mutating func startPolicyViews() {
        engine.takePolicyChanges(into: &policyCandidates)
        if changedApps != nil { changedApps!.note(policyCandidates) }
        let duckLevel = options.duckLevel
        policyViews = engine.state.apps.indices.map { engine.policyView(of: AppID($0), duckLevel: duckLevel) }
    }

    /// After an event: recomputes the views of the apps it may have changed and tells the policy subscribers of
    /// those that did change.
    mutating func publishPolicyChanges() {
        engine.takePolicyChanges(into: &policyCandidates)
        if changedApps != nil { changedApps!.note(policyCandidates) }
        guard !policySubscribers.isEmpty else { return }
        let duckLevel = options.duckLevel
        for id in policyCandidates {
            let view = engine.policyView(of: id, duckLevel: duckLevel)
            if id.index >= policyViews.count {
                // An app added since the views were taken: its view starts as it is when first looked at.
                policyViews.append(view)
                continue
            }
            guard view != policyViews[id.index] else { continue }
            let change = PolicyChange(app: id, time: time, previous: policyViews[id.index], view: view)
            policyViews[id.index] = view
            for subscriber in policySubscribers { subscriber.body(change) }
        }
    }
}
