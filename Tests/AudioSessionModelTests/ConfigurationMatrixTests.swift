import AudioSessionModel
import Testing

/// Every category × mode × option combination, and every pair of options, on iOS 18 and 26, against the hand-written
/// transcription of rules C3, C4, C5 and C7 in ``BehaviorSpec``.
@Suite struct ConfigurationMatrixTests {
    @Test func modelNamesMatchTheSpec() {
        #expect(Category.knownNames == BehaviorSpec.categories)
        #expect(Set(Mode.knownNames) == Set(BehaviorSpec.modes))
        #expect(CategoryOptions.namedMembers.map(\.name) == BehaviorSpec.options)
        #expect(RouteSharingPolicy.knownNames == BehaviorSpec.policies)
    }

    @Test(arguments: BehaviorSpec.categories, [18, 26])
    func eachModeWithoutOptions(category: String, os: Int) throws {
        for mode in BehaviorSpec.modes {
            try check(category: category, mode: mode, options: [], os: os)
        }
    }

    @Test(arguments: BehaviorSpec.categories, [18, 26])
    func eachModeWithEachOption(category: String, os: Int) throws {
        for mode in BehaviorSpec.modes {
            for option in BehaviorSpec.options {
                try check(category: category, mode: mode, options: [option], os: os)
            }
        }
    }

    @Test(arguments: BehaviorSpec.categories, [18, 26])
    func eachModeWithEachPairOfOptions(category: String, os: Int) throws {
        let options = BehaviorSpec.options
        for mode in BehaviorSpec.modes {
            for first in options.indices {
                for second in options.indices where second > first {
                    try check(category: category, mode: mode, options: [options[first], options[second]], os: os)
                }
            }
        }
    }

    @Test(arguments: BehaviorSpec.policies, [18, 26])
    func eachPolicyWithEachCategoryModeAndOption(policy: String, os: Int) throws {
        for category in BehaviorSpec.categories {
            for mode in BehaviorSpec.modes {
                try check(category: category, mode: mode, options: [], policy: policy, os: os)
                for option in BehaviorSpec.options {
                    try check(category: category, mode: mode, options: [option], policy: policy, os: os)
                }
            }
        }
    }

    /// The combinations the brief singles out, spelled out once more so that a failure reads plainly.
    @Test func namedCombinations() throws {
        let playAndRecord = Category.playAndRecord
        #expect(throws: AudioSessionError(.badParam)) {
            try SessionConfiguration(category: playAndRecord, options: .farFieldInput).validated(on: .iOS26)
        }
        #expect(throws: Never.self) {
            try SessionConfiguration(category: playAndRecord, options: [.farFieldInput, .allowBluetoothHFP])
                .validated(on: .iOS26)
        }
        #expect(throws: AudioSessionError(.badParam)) {
            try SessionConfiguration(category: playAndRecord, options: [.farFieldInput, .allowBluetoothHFP])
                .validated(on: .iOS18)
        }
        #expect(throws: AudioSessionError(.badParam)) {
            try SessionConfiguration(category: .multiRoute, mode: .dualRoute).validated(on: .iOS26)
        }
        #expect(throws: Never.self) {
            try SessionConfiguration(category: .multiRoute, mode: .dualRoute, options: .allowBluetoothHFP)
                .validated(on: .iOS26)
        }
        #expect(throws: AudioSessionError(.badParam)) {
            try SessionConfiguration(category: .multiRoute, options: .allowBluetoothHFP).validated(on: .iOS26)
        }
        let error = try #require(throws: AudioSessionError.self) {
            try SessionConfiguration(category: .playback, options: .defaultToSpeaker).validated()
        }
        #expect(error.code == .badParam)
        let expected = "option defaultToSpeaker is not valid with category playback; it is valid with playAndRecord"
        #expect(error.message == expected + " (rule C3)")
    }

    /// Validates one combination and compares the outcome with the verdict of ``BehaviorSpec``.
    private func check(
        category: String, mode: String, options: [String], policy: String = "default", os: Int,
        sourceLocation: SourceLocation = #_sourceLocation
    ) throws {
        let expected = BehaviorSpec.verdict(category: category, mode: mode, options: options, policy: policy, os: os)
        let configuration = SessionConfiguration(
            category: try #require(Category(name: category)), mode: try #require(Mode(name: mode)),
            options: CategoryOptions(try options.map { try #require(CategoryOptions(name: $0)) }),
            policy: try #require(RouteSharingPolicy(name: policy)))
        let version = try #require(OSVersion(name: "\(os)"))
        let label = "\(category) mode \(mode) options \(options) policy \(policy) on iOS \(os)"
        do {
            let valid = try configuration.validated(on: version)
            #expect(
                expected.isValid, "\(label) is valid, but the spec says: \(expected.failures)",
                sourceLocation: sourceLocation)
            #expect(
                Set(valid.effectiveOptions.names) == expected.effectiveOptions, "\(label): effective options",
                sourceLocation: sourceLocation)
            #expect(
                Set(valid.impliedOptions.map(\.name)) == expected.impliedOptions, "\(label): implied options",
                sourceLocation: sourceLocation)
        } catch {
            #expect(
                !expected.isValid, "\(label) fails with \(error), but the spec allows it",
                sourceLocation: sourceLocation)
            #expect(error.code == .badParam, "\(label): \(error)", sourceLocation: sourceLocation)
            let message = error.message
            let named = expected.failures.filter { message.contains($0.subject + " ") }
            #expect(
                !named.isEmpty, "\(label): '\(message)' names none of \(expected.failures)",
                sourceLocation: sourceLocation)
            let explained = named.contains { failure in failure.mustMention.allSatisfy { message.contains($0) } }
            #expect(
                named.isEmpty || explained, "\(label): '\(message)' should mention one of \(named)",
                sourceLocation: sourceLocation)
            // The typed rejection is the same error, with the rule its message names.
            let rejection = configuration.rejection(on: version)
            #expect(rejection?.error == error, "\(label)", sourceLocation: sourceLocation)
            if let rule = rejection?.rule {
                #expect(
                    message.hasSuffix("(rule \(rule.rawValue))"), "\(label): \(message)", sourceLocation: sourceLocation
                )
                #expect(error.rule?.rawValue == rule.rawValue, "\(label): \(message)", sourceLocation: sourceLocation)
            }
        }
        if (try? configuration.validated(on: version)) != nil {
            #expect(configuration.rejection(on: version) == nil, "\(label)", sourceLocation: sourceLocation)
        }
    }
}
