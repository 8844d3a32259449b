import AudioSessionModel
import Testing

@testable import AudioSessionLint

/// The Objective-C scanner: tokens, message sends, receivers and arguments.
@Suite struct ObjCScannerTests {
    @Test func tokenizerDropsCommentsStringsContentsAndDirectives() {
        let source = """
            #import <AVFoundation/AVFoundation.h>
            #define SESSION \\
                [AVAudioSession sharedInstance]
            // [session setActive:NO error:nil];
            NSString *s = @"[x y]"; /* [a b] */ char c = ']';
            """
        let (tokens, problem) = ObjCTokenizer.tokenize(source)
        #expect(problem == nil)
        #expect(tokens.map(\.text) == ["NSString", "*", "s", "=", "@", "[x y]", ";", "char", "c", "=", ";"])
        #expect(tokens[0].line == 5 && tokens[0].column == 1)
    }

    @Test func sendsAreReadWithTheirArguments() throws {
        let source = """
            - (void)go {
                AVAudioSession *s = [AVAudioSession sharedInstance];
                [s setCategory:AVAudioSessionCategoryPlayAndRecord
                          mode:AVAudioSessionModeVoiceChat
                       options:(AVAudioSessionCategoryOptionAllowBluetooth | 0x20)
                         error:nil];
                [s setActive:flag ? YES : NO withOptions:0 error:nil];
                float v = s.outputVolume;
            }
            """
        let facts = ObjCScanner.scan(source, path: "A.m")
        #expect(facts.problem == nil)
        #expect(facts.functions.map(\.name) == ["top level", "go"])
        #expect(facts.calls.count == 3)
        guard
            case .setCategory(.known(let category), .known(let mode), .known(let options), .absent) = facts.calls[0]
                .kind
        else {
            Issue.record("setCategory not read: \(facts.calls[0].kind)")
            return
        }
        #expect(
            category == .playAndRecord && mode == .voiceChat && options == [.allowBluetoothHFP, .allowBluetoothA2DP])
        #expect(facts.calls[0].line == 3 && facts.calls[0].column == 8)
        guard case .setActive(.unknown, .known(false)) = facts.calls[1].kind else {
            Issue.record("setActive not read: \(facts.calls[1].kind)")
            return
        }
        guard case .read("outputVolume") = facts.calls[2].kind else {
            Issue.record("read not found: \(facts.calls[2].kind)")
            return
        }
    }

    @Test func otherReceiversAreNotSessions() {
        let source = """
            @implementation X
            - (void)go:(RTCAudioSession *)session other:(id)thing {
                [session setActive:YES error:nil];
                [thing setActive:YES error:nil];
                [self.constraint setActive:YES];
                NSArray *a = @[[NSNumber numberWithInt:1]];
                auto f = [this](int x) { return x; };
                [[RTCAudioSession sharedInstance] setCategory:AVAudioSessionCategoryPlayback error:nil];
            }
            @end
            """
        let facts = ObjCScanner.scan(source, path: "A.mm")
        #expect(facts.problem == nil)
        #expect(facts.calls.isEmpty)
    }

    @Test func blocksAreMarked() {
        let source = """
            - (BOOL)application:(UIApplication *)app didFinishLaunchingWithOptions:(NSDictionary *)options {
                [[AVAudioSession sharedInstance] setActive:YES error:nil];
                dispatch_async(q, ^{ [[AVAudioSession sharedInstance] setActive:NO error:nil]; });
                return YES;
            }
            """
        let facts = ObjCScanner.scan(source, path: "A.m")
        #expect(facts.functions.last?.runsAtLaunch == true)
        #expect(facts.calls.map(\.inClosure) == [false, true])
    }
}
