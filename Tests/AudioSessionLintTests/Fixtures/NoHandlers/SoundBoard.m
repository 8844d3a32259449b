#import <AVFoundation/AVFoundation.h>

@implementation SoundBoard

- (void)prepare {
    [[AVAudioSession sharedInstance] setCategory:AVAudioSessionCategoryAmbient error:nil];
    [[AVAudioSession sharedInstance] setActive:YES error:nil];
}

@end
