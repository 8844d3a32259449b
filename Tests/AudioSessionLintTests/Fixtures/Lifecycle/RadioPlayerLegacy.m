#import <AVFoundation/AVFoundation.h>

@implementation RadioPlayerLegacy

- (void)stop {
    AVAudioSession *session = [AVAudioSession sharedInstance];
    [session setCategory:AVAudioSessionCategoryPlayback error:nil];
    [session setActive:NO error:nil]; // expect: deactivate-without-notify
}

- (void)stopPolitely {
    [[AVAudioSession sharedInstance] setActive:NO withOptions:AVAudioSessionSetActiveOptionNotifyOthersOnDeactivation error:nil];
}

- (float)volume {
    [[AVAudioSession sharedInstance] setActive:YES error:nil]; // expect: activate-to-read
    return [AVAudioSession sharedInstance].outputVolume;
}

@end

@implementation RadioPlayerCasts

- (void)stopQuietly:(BOOL)quiet {
    if (quiet) [[AVAudioSession sharedInstance] setCategory:AVAudioSessionCategoryPlayback error:nil];
    (void)[[AVAudioSession sharedInstance] setActive:NO error:nil]; // expect: deactivate-without-notify
}

@end
