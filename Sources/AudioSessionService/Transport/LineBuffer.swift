/// Cuts a byte stream into protocol lines: at most ``maximumLineLength`` bytes before the `\n`; a longer line is
/// reported once and skipped up to its end, and the connection goes on.
package struct LineBuffer: Sendable {
    /// What the bytes read so far hold.
    package enum Piece: Hashable, Sendable {
        /// A whole line, without its newline.
        case line(String)
        /// A line over the limit, skipped.
        case tooLong
    }

    /// The most bytes a line may have, its newline aside.
    package static let maximumLineLength = 65_536

    private var pending: [UInt8] = []
    private var skipping = false

    /// An empty buffer.
    package init() {}

    /// Adds bytes and returns the pieces they complete, in order.
    package mutating func append(_ bytes: some Collection<UInt8>) -> [Piece] {
        var pieces: [Piece] = []
        for byte in bytes {
            if byte == UInt8(ascii: "\n") {
                if skipping {
                    skipping = false
                } else {
                    var line = pending
                    if line.last == UInt8(ascii: "\r") { line.removeLast() }
                    pieces.append(.line(String(decoding: line, as: UTF8.self)))
                }
                pending.removeAll(keepingCapacity: true)
            } else if !skipping {
                pending.append(byte)
                if pending.count > Self.maximumLineLength {
                    pieces.append(.tooLong)
                    skipping = true
                    pending.removeAll(keepingCapacity: false)
                }
            }
        }
        return pieces
    }
}
