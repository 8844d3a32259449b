import AudioSessionScenario
import Foundation

/// One request a client sends: a line of the protocol, read.
package struct ServiceRequest: Sendable {
    /// What the request asks.
    package enum Kind: Sendable {
        /// `hello`: the app this connection speaks for, and the protocol version it speaks.
        case hello(app: String, protocolVersion: Int)
        /// `do`: the app's actions, as a scenario step's `do` value (JSON text).
        case actions(JSONValue)
        /// `get`: `state`.
        case get(String)
        /// `user`: a user action, as a scenario step's `user` value (privileged).
        case user(JSONValue)
        /// `system`: a system event, as a scenario step's `system` value (privileged).
        case system(JSONValue)
        /// `bye`: an orderly quit.
        case bye
        /// `ping`.
        case ping
        /// A message type this version does not know.
        case unsupported(String)
    }

    /// The request's `id`, echoed in the reply; `nil` when it has none.
    package var id: JSONValue?
    /// What it asks.
    package var kind: Kind

    /// The message types, in the order the protocol lists them.
    package static let types = ["hello", "do", "get", "user", "system", "bye", "ping"]

    /// Reads one line; the error is the reply's `message` (`badRequest`).
    package static func parse(_ line: String) -> Result<ServiceRequest, ServiceRequestError> {
        guard let value = JSONValue(parsing: line) else {
            return .failure(ServiceRequestError(id: nil, message: "not JSON"))
        }
        guard case .object(let members) = value else {
            return .failure(ServiceRequestError(id: nil, message: "a request is a JSON object"))
        }
        let id = members["id"]
        let present = types.filter { members[$0] != nil }
        guard present.count <= 1 else {
            return .failure(
                ServiceRequestError(id: id, message: "a request has one type, found \(present.joined(separator: ", "))")
            )
        }
        guard let type = present.first, let value = members[type] else {
            // Forward compatible: a message type of a later version, which this one answers `unsupported`.
            let other = members.keys.filter { $0 != "id" }.sorted().first ?? "nothing"
            return .success(ServiceRequest(id: id, kind: .unsupported(other)))
        }
        switch type {
        case "hello":
            guard case .object(let hello) = value, case .string(let app)? = hello["app"] else {
                return .failure(ServiceRequestError(id: id, message: "hello needs {\"app\": NAME, \"protocol\": 1}"))
            }
            var version = 1
            if let given = hello["protocol"] {
                guard case .number(let number) = given, number == number.rounded() else {
                    return .failure(ServiceRequestError(id: id, message: "hello's protocol is a number"))
                }
                version = Int(number)
            }
            return .success(ServiceRequest(id: id, kind: .hello(app: app, protocolVersion: version)))
        case "do": return .success(ServiceRequest(id: id, kind: .actions(value)))
        case "get":
            guard case .string(let what) = value else {
                return .failure(ServiceRequestError(id: id, message: "get takes \"state\""))
            }
            return .success(ServiceRequest(id: id, kind: .get(what)))
        case "user": return .success(ServiceRequest(id: id, kind: .user(value)))
        case "system": return .success(ServiceRequest(id: id, kind: .system(value)))
        case "bye": return .success(ServiceRequest(id: id, kind: .bye))
        default: return .success(ServiceRequest(id: id, kind: .ping))
        }
    }
}

/// A line that is not a request this version can read.
package struct ServiceRequestError: Error, Sendable {
    /// The request's `id`, when it could be read.
    package var id: JSONValue?
    /// What is wrong.
    package var message: String
}
