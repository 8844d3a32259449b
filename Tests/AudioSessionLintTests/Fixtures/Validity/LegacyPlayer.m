#import <AVFoundation/AVFoundation.h>
#import "LegacyPlayer.h"

@interface LegacyPlayer ()
@property (nonatomic, strong) AVAudioSession *audioSession;
@property (nonatomic, strong) RTCAudioSession *rtcSession;
@property (nonatomic, weak) NSLayoutConstraint *bottomConstraint;
@end

@implementation LegacyPlayer

- (instancetype)init {
    if ((self = [super init])) {
        _audioSession = [AVAudioSession sharedInstance];
        [[NSNotificationCenter defaultCenter] addObserver:self selector:@selector(onInterruption:) name:AVAudioSessionInterruptionNotification object:nil];
        [[NSNotificationCenter defaultCenter] addObserver:self selector:@selector(onReset:) name:AVAudioSessionMediaServicesWereResetNotification object:nil];
    }
    return self;
}

- (void)setUp {
    NSError *error = nil;
    [self.audioSession setCategory:AVAudioSessionCategoryAmbient withOptions:AVAudioSessionCategoryOptionAllowBluetooth error:&error]; // expect: invalid-options
    [[AVAudioSession sharedInstance] setCategory:AVAudioSessionCategoryPlayback mode:AVAudioSessionModeGameChat options:0 error:&error]; // expect: invalid-mode
    [[AVAudioSession sharedInstance] setCategory:AVAudioSessionCategoryPlayback // expect: invalid-policy
                                            mode:AVAudioSessionModeDefault
                              routeSharingPolicy:AVAudioSessionRouteSharingPolicyLongFormAudio
                                         options:AVAudioSessionCategoryOptionMixWithOthers
                                           error:&error];
    [_audioSession setCategory:AVAudioSessionCategoryPlayAndRecord
                   withOptions:(AVAudioSessionCategoryOptionDefaultToSpeaker | AVAudioSessionCategoryOptionAllowBluetoothA2DP)
                         error:nil];
    if (![self.audioSession setActive:YES error:&error]) {
        NSLog(@"activation failed: %@", error);
    }
}

- (void)traps:(NSString *)category options:(AVAudioSessionCategoryOptions)options {
    // [[AVAudioSession sharedInstance] setCategory:AVAudioSessionCategoryAmbient withOptions:AVAudioSessionCategoryOptionDefaultToSpeaker error:nil];
    NSString *doc = @"[session setCategory:AVAudioSessionCategoryAmbient withOptions:AVAudioSessionCategoryOptionDefaultToSpeaker error:nil]";
    [self.audioSession setCategory:category withOptions:options error:nil];
    [self.rtcSession setCategory:AVAudioSessionCategoryAmbient withOptions:AVAudioSessionCategoryOptionDefaultToSpeaker error:nil];
    [self.bottomConstraint setActive:YES];
    [NSLayoutConstraint activateConstraints:@[self.bottomConstraint]];
    NSArray *items = @[doc];
    id first = items[0];
    [first setCategory:AVAudioSessionCategoryAmbient withOptions:AVAudioSessionCategoryOptionDefaultToSpeaker error:nil];
    dispatch_async(dispatch_get_main_queue(), ^{
        [[AVAudioSession sharedInstance] setCategory:AVAudioSessionCategoryRecord withOptions:AVAudioSessionCategoryOptionDuckOthers error:nil]; // expect: invalid-options
    });
}

- (void)onInterruption:(NSNotification *)note {}
- (void)onReset:(NSNotification *)note {}

@end
