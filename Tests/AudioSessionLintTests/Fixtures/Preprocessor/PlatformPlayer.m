#import <AVFoundation/AVFoundation.h>

// Each branch of the #if opens the method's brace and one } closes it: read with the first branches alone.
@implementation PlatformPlayer

#if TARGET_OS_IOS
- (void)configureSession {
#else
- (void)configureSession:(id)unused {
#endif
    [[AVAudioSession sharedInstance] setCategory:AVAudioSessionCategoryPlayback withOptions:AVAudioSessionCategoryOptionDefaultToSpeaker error:nil]; // expect: invalid-options
}

@end
