import Foundation
import Testing

@testable import AudioSessionLint

@Test func debugSwift() throws {
    let source = try String(contentsOfFile: "/tmp/lt/A.swift", encoding: .utf8)
    let facts = SwiftScanner.scan(source, path: "A.swift")
    print(facts.calls, facts.functions, facts.problem as Any)
}
