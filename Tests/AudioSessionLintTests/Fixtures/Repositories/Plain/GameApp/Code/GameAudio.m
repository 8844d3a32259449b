#import <AVFoundation/AVFoundation.h>

// GameApp (its Info.plist in Support/, its code in Code/): observes nothing.
@implementation GameAudio
- (void)start {
    [[AVAudioSession sharedInstance] setCategory:AVAudioSessionCategoryAmbient error:nil];
    [[AVAudioSession sharedInstance] setActive:YES error:nil]; // expect: no-interruption-handling, no-reset-handling
}
@end
