#import <WebRTC/WebRTC.h>

@implementation RTCAudioSessionBridge

- (void)activate {
    RTCAudioSession *session = [RTCAudioSession sharedInstance];
    [session lockForConfiguration];
    [session setCategory:AVAudioSessionCategoryAmbient withOptions:AVAudioSessionCategoryOptionDefaultToSpeaker error:nil];
    [session setActive:YES error:nil];
    [session unlockForConfiguration];
    RTCAudioSessionConfiguration *config = [RTCAudioSessionConfiguration webRTCConfiguration];
    config.category = AVAudioSessionCategoryPlayback;
    config.categoryOptions = AVAudioSessionCategoryOptionDefaultToSpeaker;
}

@end
