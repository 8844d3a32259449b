#import <AVFoundation/AVFoundation.h>

@implementation SpeakerToggle {
    AVAudioSession *_session;
}

- (void)awakeFromNib {
    _session = [AVAudioSession sharedInstance];
}

- (void)playOnSpeaker {
    NSError *error;
    [_session setCategory:AVAudioSessionCategoryAmbient error:&error];
    [_session overrideOutputAudioPort:AVAudioSessionPortOverrideSpeaker error:&error]; // expect: override-needs-play-and-record
}

- (void)recordOnSpeaker {
    NSError *error;
    [_session setCategory:AVAudioSessionCategoryPlayAndRecord withOptions:AVAudioSessionCategoryOptionAllowBluetooth error:&error]; // expect: bluetooth-hfp-for-playback
    [_session overrideOutputAudioPort:AVAudioSessionPortOverrideSpeaker error:&error];
}

@end
