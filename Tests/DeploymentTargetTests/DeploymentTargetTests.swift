import Foundation
import Testing

/// The targets an app or an SDK builds for iOS 15 (the Kit, and what its tests link: the simulator, the testing
/// library, the samples) use nothing newer without declaring it.
@Suite struct DeploymentTargetTests {
    /// The package's root folder.
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    /// The targets built for iOS, tvOS and watchOS by an adopter.
    static let targets = [
        "AudioSessionModel", "AudioSessionEngine", "AudioSessionSimulator", "AudioSessionKit", "AudioSessionTesting",
        "AudioSessionSamples",
    ]

    /// The `.swift` files of a target, by path relative to the root, in order.
    static func sources(of target: String) -> [(path: String, text: String)] {
        let base = root.appendingPathComponent("Sources").appendingPathComponent(target)
        guard let enumerator = FileManager.default.enumerator(atPath: base.path) else { return [] }
        var found: [(String, String)] = []
        while let relative = enumerator.nextObject() as? String {
            guard relative.hasSuffix(".swift"), !relative.contains(".docc/") else { continue }
            if let text = try? String(contentsOf: base.appendingPathComponent(relative), encoding: .utf8) {
                found.append(("Sources/\(target)/\(relative)", text))
            }
        }
        return found.sorted { $0.0 < $1.0 }
    }

    /// The SDK stand-ins, whose declarations carry Apple's availability.
    static let standIns = ["StandIns/AVFAudioStandIn", "StandIns/CallKitStandIn"]

    @Test func everyUseOfANewerAPIIsDeclaredForTheNewerOSes() {
        let sources = Self.targets.flatMap(Self.sources(of:))
        #expect(sources.count > 100, "the scan found the sources")
        let sdk = Self.standIns.flatMap(Self.sources(of:))
        #expect(sdk.count > 20, "the scan found the stand-ins")
        let scan = AvailabilityScan(sources: sources, sdk: sdk)
        #expect(scan.sdkMembers["prefersInterruptionOnRouteDisconnect"] != nil, "the scan read the stand-ins")
        let findings = scan.findings()
        #expect(findings.isEmpty, "\(findings.map(\.description).joined(separator: "\n"))")
    }

    /// A stand-in as the scan reads it: one iOS 17 member, one visionOS 26 member, one iOS-only iOS 26 member.
    static let sdk = [
        (
            "Session.swift",
            """
            open class AVAudioSession: NSObject {
                @available(iOS 17.0, tvOS 17.0, watchOS 10.0, *)
                open var prefersInterruptionOnRouteDisconnect: Bool { true }
                @available(iOS, introduced: 3.0, deprecated: 10.0, message: "Use sharedInstance()")
                public override init() {}
                @available(iOS 26.0, *)
                @available(tvOS, unavailable)
                @available(watchOS, unavailable)
                @available(visionOS, unavailable)
                open var isOutputMuted: Bool { false }
            }
            @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
            open class AVAudioApplication: NSObject {
                @available(visionOS 26.0, *)
                open var isInputMuted: Bool { false }
            }
            """
        )
    ]

    @Test func anIOS17MemberOfTheSDKNeedsAnAvailabilityCheck() {
        let scan = AvailabilityScan(
            sources: [
                (
                    "Adapter.swift",
                    """
                    import AVFAudioStandIn
                    final class Adapter {
                        let session = AVAudioSession()
                        var prefersInterruptionOnRouteDisconnect: Bool { session.prefersInterruptionOnRouteDisconnect }
                        var checked: Bool {
                            if #available(iOS 17, tvOS 17, watchOS 10, *) { return session.prefersInterruptionOnRouteDisconnect }
                            return false
                        }
                        var tooOld: Bool {
                            if #available(iOS 16, tvOS 17, watchOS 10, *) { return session.prefersInterruptionOnRouteDisconnect }
                            return false
                        }
                    }
                    """
                )
            ], sdk: Self.sdk)
        #expect(scan.findings().map(\.line) == [4, 10])
        #expect(scan.findings().first?.reason.contains("@available(iOS 17, tvOS 17, watchOS 10, *)") == true)
    }

    @Test func aMemberNameIsTheSDKsOnlyInAFileThatImportsTheSDK() {
        let scan = AvailabilityScan(
            sources: [
                (
                    "Protocol.swift",
                    """
                    protocol Session { var prefersInterruptionOnRouteDisconnect: Bool { get } }
                    func read(_ session: any Session) -> Bool { session.prefersInterruptionOnRouteDisconnect }
                    """
                )
            ], sdk: Self.sdk)
        #expect(scan.findings().isEmpty, "\(scan.findings())")
    }

    @Test func anSDKTypeAndAVisionOSMemberNeedTheirVersionsOnThePlatformsTheFileIsBuiltFor() {
        let scan = AvailabilityScan(
            sources: [
                (
                    "Mute.swift",
                    """
                    #if os(iOS) || os(visionOS) || canImport(AVFAudioStandIn)
                        import AVFAudioStandIn
                        func muted() -> Bool {
                            if #available(iOS 17, tvOS 17, watchOS 10, *) { return AVAudioApplication.shared.isInputMuted }
                            if #available(iOS 17, visionOS 26, *) { return AVAudioApplication.shared.isInputMuted }
                            return AVAudioApplication.shared.isInputMuted
                        }
                    #endif
                    """
                )
            ], sdk: Self.sdk)
        // Line 4 misses visionOS 26 for the member; line 6 covers neither the class nor the member. tvOS and watchOS
        // do not count: the file is built for iOS and visionOS only.
        #expect(scan.findings().map(\.line) == [4, 6, 6])
        #expect(scan.findings().map(\.name) == ["isInputMuted", "AVAudioApplication", "isInputMuted"])
    }

    @Test func anIOSOnlyMemberNeedsItsOtherPlatformsExcluded() {
        let scan = AvailabilityScan(
            sources: [
                (
                    "Output.swift",
                    """
                    import AVFAudioStandIn
                    @available(iOS 26, *)
                    @available(tvOS, unavailable)
                    @available(watchOS, unavailable)
                    @available(visionOS, unavailable)
                    func covered(_ session: AVAudioSession) -> Bool { session.isOutputMuted }
                    @available(iOS 26, *)
                    func visionOSForgotten(_ session: AVAudioSession) -> Bool { session.isOutputMuted }
                    """
                )
            ], sdk: Self.sdk)
        #expect(scan.findings().map(\.line) == [8])
    }

    @Test func theScanReadsBothAvailabilityForms() {
        #expect(AvailabilityScan.versions(in: "iOS 17.2, tvOS 17, *")["iOS"] == .some(.init(major: 17, minor: 2)))
        #expect(
            AvailabilityScan.versions(in: "iOS, introduced: 14.5, deprecated: 16.0")["iOS"]
                == .some(.init(major: 14, minor: 5)))
        #expect(AvailabilityScan.versions(in: "tvOS, unavailable")["tvOS"] == .some(nil))
        #expect(AvailabilityScan.versions(in: "iOS, deprecated: 17.0, message: \"x\"").isEmpty)
    }

    @Test func theScanFindsAnUncoveredUse() {
        let scan = AvailabilityScan(sources: [
            (
                "Example.swift",
                """
                public struct Timer {
                    public func wait(_ delay: Duration) {}
                }
                """
            )
        ])
        #expect(scan.findings().map(\.line) == [2])
        #expect(scan.findings().first?.reason.contains("@available(iOS 16, tvOS 16, watchOS 9, macOS 13, *)") == true)
    }

    @Test func aDeclarationOrAnAvailabilityCheckCoversAUse() {
        let scan = AvailabilityScan(sources: [
            (
                "Example.swift",
                """
                @available(macOS 13, iOS 16, tvOS 16, watchOS 9, *)
                public struct Timer {
                    public var delay: Duration
                }
                public struct Player {
                    @available(macOS 13, iOS 16, tvOS 16, watchOS 9, *)
                    public func wait(_ delay: Duration) {}
                    public func start() {
                        if #available(macOS 13, iOS 16, tvOS 16, watchOS 9, *) { let clock = ContinuousClock() }
                        /// `Duration` in a comment and "Duration" in a string are not uses.
                        _ = "Duration"
                    }
                }
                """
            )
        ])
        #expect(scan.findings().isEmpty, "\(scan.findings())")
    }

    @Test func aTooOldOrIncompleteAttributeDoesNotCover() {
        let scan = AvailabilityScan(sources: [
            (
                "Example.swift",
                """
                @available(iOS 15, tvOS 16, watchOS 9, macOS 13, *)
                func a(_ d: Duration) {}
                @available(iOS 16, *)
                func b(_ d: Duration) {}
                """
            )
        ])
        #expect(scan.findings().map(\.line) == [2, 4])
    }

    @Test func aStoredPropertyOrAnEnumCaseNeedsItsTypeMarked() {
        let scan = AvailabilityScan(sources: [
            (
                "Example.swift",
                """
                public struct Settings {
                    @available(macOS 13, iOS 16, tvOS 16, watchOS 9, *)
                    public var delay: Duration
                    @available(macOS 13, iOS 16, tvOS 16, watchOS 9, *)
                    public var computed: Duration { .zero }
                }
                public enum Step {
                    @available(macOS 13, iOS 16, tvOS 16, watchOS 9, *)
                    case wait(Duration)
                }
                """
            )
        ])
        #expect(scan.findings().map(\.line) == [3, 9])
        #expect(scan.findings().allSatisfy { $0.reason.contains("cannot be potentially unavailable") })
    }

    @Test func aTypeDeclaredForTheNewerOSesNeedsTheSameCoverWhereItIsUsed() {
        let scan = AvailabilityScan(sources: [
            (
                "Example.swift",
                """
                @available(macOS 13, iOS 16, tvOS 16, watchOS 9, *)
                public final class Scheduler {}
                public func makeScheduler() -> Scheduler { Scheduler() }
                """
            )
        ])
        #expect(scan.findings().map(\.line) == [3, 3])
        #expect(scan.newerDeclaredNames == ["Scheduler"])
    }
}
