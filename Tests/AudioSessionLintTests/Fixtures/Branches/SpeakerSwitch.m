#import <AVFoundation/AVFoundation.h>

// Brace-less ifs and switch cases: a setCategory there may not have run before the override after it.
@implementation SpeakerSwitch

- (void)applyMode:(NSInteger)mode speaker:(BOOL)speaker {
    AVAudioSession *session = [AVAudioSession sharedInstance];
    if (!speaker) [session setCategory:AVAudioSessionCategoryAmbient error:nil];
    else [session setCategory:AVAudioSessionCategoryPlayAndRecord error:nil];
    [session overrideOutputAudioPort:AVAudioSessionPortOverrideSpeaker error:nil];
}

- (void)applyPreset:(NSInteger)preset {
    AVAudioSession *session = [AVAudioSession sharedInstance];
    switch (preset) {
        case 0:
            [session setCategory:AVAudioSessionCategoryPlayback error:nil];
            break;
        case 1:
            [session overrideOutputAudioPort:AVAudioSessionPortOverrideSpeaker error:nil];
            break;
        default:
            break;
    }
}

- (void)forceSpeaker {
    AVAudioSession *session = [AVAudioSession sharedInstance];
    NSError *error = nil;
    if (![session setCategory:AVAudioSessionCategorySoloAmbient error:&error]) {
        NSLog(@"category failed: %@", error);
    }
    [session overrideOutputAudioPort:AVAudioSessionPortOverrideSpeaker error:&error]; // expect: override-needs-play-and-record
}

@end
