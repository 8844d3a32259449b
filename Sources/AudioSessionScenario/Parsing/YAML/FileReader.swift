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
    /// The bytes of the regular file at `path`, at most `limit` of them.
    static func contents(of path: String, limit: Int) throws(ScenarioError) -> [UInt8] {
        func failure(_ reason: String) -> ScenarioError {
            ScenarioError(file: path, message: "cannot read the file: \(reason)")
        }
        var info = stat()
        guard stat(path, &info) == 0 else { throw failure(reason(errno)) }
        switch info.st_mode & S_IFMT {
        case S_IFREG: break
        case S_IFDIR: throw failure("it is a directory, not a scenario file")
        case S_IFIFO: throw failure("it is a FIFO (named pipe), not a scenario file")
        case S_IFSOCK: throw failure("it is a socket, not a scenario file")
        case S_IFCHR, S_IFBLK:
            var null = stat()
            if stat("/dev/null", &null) == 0, null.st_rdev == info.st_rdev {
                throw failure("it is /dev/null, which is always empty; a scenario needs 'name' and 'apps'")
            }
            throw failure("it is a device, not a scenario file")
        default: throw failure("it is not a regular file")
        }
        guard Int(info.st_size) <= limit else {
            throw ScenarioError(file: path, message: tooLarge(Int(info.st_size)))
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
        guard bytes.count <= limit else { throw ScenarioError(file: path, message: tooLarge(bytes.count)) }
        return bytes
    }

    /// `the file is 50 MB; scenario files are limited to 8 MB`.
    static func tooLarge(_ size: Int) -> String {
        let megabytes = (size + (1 << 20) - 1) >> 20
        return "the file is too large (\(megabytes) MB); scenario files are limited to "
            + "\(ScenarioLoader.maximumFileSize >> 20) MB"
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
