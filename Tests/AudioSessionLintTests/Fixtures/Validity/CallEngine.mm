#import <AVFoundation/AVFoundation.h>
#include <vector>
#include <memory>

namespace audio {
class Engine {
public:
    void start() {
        auto callback = [this](int frames) { return frames * 2; };
        std::vector<int> values{1, 2, 3};
        values[0] = callback(values[1]);
    }
};
}

@implementation CallEngine

- (void)configureSession:(AVAudioSession *)session {
    NSError *error = nil;
    [session setCategory:AVAudioSessionCategoryPlayAndRecord mode:AVAudioSessionModeVoiceChat options:AVAudioSessionCategoryOptionAllowBluetooth error:&error];
    [session setCategory:AVAudioSessionCategoryMultiRoute withOptions:AVAudioSessionCategoryOptionDefaultToSpeaker error:&error]; // expect: invalid-options
    BOOL ok = [session setActive:YES withOptions:0 error:&error];
    (void)ok;
}

@end
