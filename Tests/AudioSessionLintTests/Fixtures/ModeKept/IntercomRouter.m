#import <AVFoundation/AVFoundation.h>

// setCategory:withOptions: names no mode and keeps the voiceChat mode set just before: not judged.
@implementation IntercomRouter

- (instancetype)init {
    if (self = [super init]) {
        [[NSNotificationCenter defaultCenter] addObserver:self selector:@selector(onInterruption:)
                                                     name:AVAudioSessionInterruptionNotification object:nil];
        [[NSNotificationCenter defaultCenter] addObserver:self selector:@selector(onReset:)
                                                     name:AVAudioSessionMediaServicesWereResetNotification object:nil];
    }
    return self;
}

- (void)onInterruption:(NSNotification *)note {}
- (void)onReset:(NSNotification *)note {}

- (void)start {
    self.session = [AVAudioSession sharedInstance];
    [self.session setMode:AVAudioSessionModeVoiceChat error:nil];
    [self.session setCategory:AVAudioSessionCategoryPlayAndRecord withOptions:AVAudioSessionCategoryOptionAllowBluetooth error:nil];
    [self.session setActive:YES error:nil];
}

@end
