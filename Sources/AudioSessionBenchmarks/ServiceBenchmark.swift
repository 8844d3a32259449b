import AudioSessionKit
import AudioSessionModel
import AudioSessionRemote
import AudioSessionScenario
import AudioSessionService
import Foundation
import Logging

/// `--serve`: the daemon's figures, in process on a socket in a temporary folder (spec of the service, section
/// "Load"): request → reply latency for pings and for the engine's own work, many clients at once, idle
/// connections. Figures only; nothing is asserted.
enum ServiceBenchmark {
    static func run() {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("serve-bench-\(getpid())")
        try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = folder.appendingPathComponent("socket").path
        guard let setup = try? ServiceSetup.configuration(device: nil, apps: nil) else { return }
        var configuration = ServiceConfiguration(device: setup, daemonUID: getuid())
        configuration.allowsUnknownApps = true
        var logger = Logger(label: "bench")
        logger.logLevel = .critical
        guard
            let daemon = try? ServiceDaemon.start(
                ServiceDaemon.Options(socketPath: path, configuration: configuration), logger: logger)
        else { return print("serve: the daemon did not start") }
        defer { daemon.stop() }

        let requests = Int(ProcessInfo.processInfo.environment["SERVE_REQUESTS"] ?? "") ?? 10_000
        sequential(path, label: "ping", requests: requests) { _ in #"{"ping":{}}"# }
        sequential(path, label: "activate/deactivate", requests: requests) { index in
            index % 2 == 0 ? #"{"do":"activate"}"# : #"{"do":{"deactivate":{"notifyOthers":true}}}"#
        }
        manyClients(path, clients: Int(ProcessInfo.processInfo.environment["SERVE_CLIENTS"] ?? "") ?? 200, cycles: 25)
        idleConnections(path, count: 1_000)
        crashReleasesOthers(path)
        restart(daemon: daemon, options: ServiceDaemon.Options(socketPath: path, configuration: configuration))
    }

    /// A client that disappears mid-interruption: the time from its socket closing to the other app reading
    /// `interruptionEnded` (rule SV1).
    static func crashReleasesOthers(_ path: String) {
        guard let radio = try? LineConnection(path: path), let podcasts = try? LineConnection(path: path) else {
            return
        }
        exchange(radio, #"{"hello":{"app":"CrashRadio"}}"#, id: 0)
        exchange(radio, #"{"do":[{"setCategory":{"category":"playback"}},"activate","play"]}"#, id: 1)
        exchange(podcasts, #"{"hello":{"app":"CrashPodcasts"}}"#, id: 0)
        exchange(podcasts, #"{"do":[{"setCategory":{"category":"playback"}},"activate","play"]}"#, id: 1)
        let started = DispatchTime.now().uptimeNanoseconds
        podcasts.close()
        while let line = try? radio.readLine(timeout: 5), !line.contains(#""received":"interruptionEnded""#) {}
        let milliseconds = Double(DispatchTime.now().uptimeNanoseconds - started) / 1e6
        print(String(format: "serve: a client closed mid-interruption: the other released in %.2f ms", milliseconds))
    }

    /// A daemon restart: the time from the old daemon stopping to a client library session working again (its
    /// first call that succeeds, rule SV3; the first retry waits 50 ms).
    static func restart(daemon: ServiceDaemon.Handle, options: ServiceDaemon.Options) {
        guard let session = try? RemoteAudioSession(app: "Restarted", socket: options.socketPath) else { return }
        var logger = Logger(label: "bench")
        logger.logLevel = .critical
        let started = DispatchTime.now().uptimeNanoseconds
        daemon.stop()
        guard let second = try? ServiceDaemon.start(options, logger: logger) else { return }
        defer { second.stop() }
        var working = false
        for _ in 0..<1_000 where !working {
            working = (try? session.setCategory(.playback)) != nil
            if !working { usleep(1_000) }
        }
        guard working else { return print("serve: no reconnection in 1 s") }
        let milliseconds = Double(DispatchTime.now().uptimeNanoseconds - started) / 1e6
        print(String(format: "serve: daemon restart to the client's calls working again: %.0f ms", milliseconds))
    }

    /// One client, `requests` requests one after the other: p50, p90, p99 of request → reply, and the process's CPU.
    static func sequential(_ path: String, label: String, requests: Int, _ line: (Int) -> String) {
        guard let client = try? LineConnection(path: path) else { return }
        _ = exchange(client, #"{"hello":{"app":"Bench\#(label.count)"}}"#, id: 0)
        _ = exchange(client, #"{"do":{"setCategory":{"category":"playback"}}}"#, id: 1)
        var latencies: [Double] = []
        latencies.reserveCapacity(requests)
        let cpuBefore = cpuSeconds()
        for index in 0..<requests {
            let started = DispatchTime.now().uptimeNanoseconds
            guard exchange(client, line(index), id: index + 2) else { return print("serve: \(label): no reply") }
            latencies.append(Double(DispatchTime.now().uptimeNanoseconds - started) / 1_000)
        }
        let cpu = (cpuSeconds() - cpuBefore) / Double(requests) * 1e6
        latencies.sort()
        print(
            String(
                format: "serve: 1 client x %d %@: p50 %.0f us, p90 %.0f us, p99 %.0f us; CPU %.0f us per request"
                    + " (client and daemon)",
                requests, label, percentile(latencies, 0.5), percentile(latencies, 0.9), percentile(latencies, 0.99),
                cpu))
        _ = exchange(client, #"{"bye":{}}"#, id: requests + 2)
    }

    /// `clients` clients at once, each `cycles` times setCategory, activate, deactivate: requests per second and p99.
    static func manyClients(_ path: String, clients: Int, cycles: Int) {
        let latencies = Locked<[Double]>([])
        let group = DispatchGroup()
        let started = DispatchTime.now().uptimeNanoseconds
        for index in 0..<clients {
            group.enter()
            Thread.detachNewThread {
                defer { group.leave() }
                guard let client = try? LineConnection(path: path) else { return }
                _ = exchange(client, #"{"hello":{"app":"Many\#(index)"}}"#, id: 0)
                let mixable = index % 2 == 0 ? #","options":["mixWithOthers"]"# : ""
                var own: [Double] = []
                for cycle in 0..<cycles {
                    for (offset, line) in [
                        #"{"do":{"setCategory":{"category":"playback"\#(mixable)}}}"#, #"{"do":"activate"}"#,
                        #"{"do":{"deactivate":{"notifyOthers":true}}}"#,
                    ].enumerated() {
                        let begun = DispatchTime.now().uptimeNanoseconds
                        _ = exchange(client, line, id: 1 + cycle * 3 + offset)
                        own.append(Double(DispatchTime.now().uptimeNanoseconds - begun) / 1_000)
                    }
                }
                latencies.withLock { $0 += own }
            }
        }
        group.wait()
        let seconds = Double(DispatchTime.now().uptimeNanoseconds - started) / 1e9
        let all = latencies.withLock { $0.sorted() }
        print(
            String(
                format: "serve: %d clients x %d cycles (half mixable): %.0f requests/s, p50 %.0f us, p99 %.0f us",
                clients, cycles, Double(all.count) / seconds, percentile(all, 0.5), percentile(all, 0.99)))
    }

    /// `count` connections that say nothing: the time to accept them all, and the process's resident memory.
    static func idleConnections(_ path: String, count: Int) {
        let before = residentKilobytes()
        let started = DispatchTime.now().uptimeNanoseconds
        var connections: [LineConnection] = []
        for _ in 0..<count {
            guard let client = try? LineConnection(path: path) else { break }
            connections.append(client)
        }
        // Accepted once a ping on the last one is answered.
        _ = connections.last.map { exchange($0, #"{"ping":{}}"#, id: 1) }
        let milliseconds = Double(DispatchTime.now().uptimeNanoseconds - started) / 1e6
        print(
            String(
                format: "serve: %d idle connections accepted in %.0f ms; resident memory %+.1f MB (client and daemon)",
                connections.count, milliseconds, Double(residentKilobytes() - before) / 1_024))
    }

    /// Sends a request with `id` and waits for its reply, skipping pushes; whether it came.
    @discardableResult
    static func exchange(_ client: LineConnection, _ line: String, id: Int) -> Bool {
        let request = "{\"id\":\(id)," + line.dropFirst()
        guard (try? client.send(request)) != nil else { return false }
        let marker = "\"id\":\(id),"
        while let reply = try? client.readLine(timeout: 10) {
            if reply.contains(marker) { return true }
        }
        return false
    }

    static func percentile(_ sorted: [Double], _ fraction: Double) -> Double {
        guard !sorted.isEmpty else { return 0 }
        return sorted[min(sorted.count - 1, Int(Double(sorted.count) * fraction))]
    }

    static func cpuSeconds() -> Double {
        var usage = rusage()
        getrusage(RUSAGE_SELF.rawValue, &usage)
        return Double(usage.ru_utime.tv_sec + usage.ru_stime.tv_sec)
            + Double(usage.ru_utime.tv_usec + usage.ru_stime.tv_usec) / 1e6
    }

    static func residentKilobytes() -> Int {
        guard let status = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8),
            let line = status.split(separator: "\n").first(where: { $0.hasPrefix("VmRSS:") })
        else { return 0 }
        return Int(line.split(whereSeparator: \.isWhitespace).dropFirst().first ?? "") ?? 0
    }
}
