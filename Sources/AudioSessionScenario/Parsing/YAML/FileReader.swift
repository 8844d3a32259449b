import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// Reads a scenario file's bytes, saying in plain words why a path cannot be read: missing, permission denied (the
/// file or a folder on the way), a directory, a FIFO, a device, too large. Never blocks on a FIFO or reads a device.
enum FileReader {
    /// What a file is read as, for messages: `a scenario file`, `a sound file`.
    struct Kind: Sendable {
        /// `a scenario file`.
        var noun: String
        /// `scenario files`.
        var plural: String

        static let scenario = Kind(noun: "a scenario file", plural: "scenario files")
        static let sound = Kind(noun: "a sound file", plural: "sound files")
    }

    /// The bytes of the regular file at `path`, at most `limit` of them; `kind` names what it should be in messages.
    static func contents(of path: String, limit: Int, as kind: Kind = .scenario) throws(ScenarioError) -> [UInt8] {
        func failure(_ reason: String) -> ScenarioError {
            ScenarioError(file: path, message: "cannot read the file: \(reason)")
        }
        var info = stat()
        guard stat(path, &info) == 0 else { throw failure(reason(errno)) }
        switch info.st_mode & S_IFMT {
        case S_IFREG: break
        case S_IFDIR: throw failure("it is a directory, not \(kind.noun)")
        case S_IFIFO: throw failure("it is a FIFO (named pipe), not \(kind.noun)")
        case S_IFSOCK: throw failure("it is a socket, not \(kind.noun)")
        case S_IFCHR, S_IFBLK:
            var null = stat()
            if stat("/dev/null", &null) == 0, null.st_rdev == info.st_rdev {
                throw failure("it is /dev/null, which is always empty; a scenario needs 'name' and 'apps'")
            }
            throw failure("it is a device, not \(kind.noun)")
        default: throw failure("it is not a regular file")
        }
        guard Int(info.st_size) <= limit else {
            throw ScenarioError(file: path, message: tooLarge(Int(info.st_size), limit: limit, kind: kind))
        }
        let descriptor = open(path, O_RDONLY | O_NONBLOCK)
        guard descriptor >= 0 else { throw failure(reason(errno)) }
        defer { close(descriptor) }
        var bytes: [UInt8] = []
        bytes.reserveCapacity(Int(info.st_size) + 1)
        var chunk = [UInt8](repeating: 0, count: 1 << 16)
        while bytes.count <= limit {
            let got = chunk.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
            if got < 0 {
                if errno == EINTR { continue }
                throw failure(reason(errno))
            }
            if got == 0 { break }
            bytes.append(contentsOf: chunk[..<got])
        }
        guard bytes.count <= limit else {
            throw ScenarioError(file: path, message: tooLarge(bytes.count, limit: limit, kind: kind))
        }
        return bytes
    }

    /// `the file is too large (50 MB); scenario files are limited to 8 MB`.
    static func tooLarge(_ size: Int, limit: Int = ScenarioLoader.maximumFileSize, kind: Kind = .scenario) -> String {
        func megabytes(_ bytes: Int) -> Int { (bytes + (1 << 20) - 1) >> 20 }
        return "the file is too large (\(megabytes(size)) MB); \(kind.plural) are limited to \(megabytes(limit)) MB"
    }

    /// An `errno` in words.
    static func reason(_ code: Int32) -> String {
        switch code {
        case ENOENT: return "no such file"
        case EACCES, EPERM: return "permission denied (the file, or a folder on its path, cannot be read)"
        case ENOTDIR: return "no such file (a part of the path is not a folder)"
        case ENAMETOOLONG: return "the path is too long"
        case ELOOP: return "too many symbolic links on the path"
        default: return String(cString: strerror(code))
        }
    }
}
