// swift-format-ignore-file
/// A file both targets compile: it is judged with each.
func log(_ message: String) { print(message) }
