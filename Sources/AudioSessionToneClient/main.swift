import Foundation

// `audiosession-tone`: plays a sine as an app of `audiosession serve`, driven by standard input.
#if PulseAudio
    exit(ToneClient.run(arguments: Array(CommandLine.arguments.dropFirst())))
#else
    FileHandle.standardError.write(
        Data("audiosession-tone needs the PulseAudio trait: swift build --traits PulseAudio\n".utf8))
    exit(1)
#endif
