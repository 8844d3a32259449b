#import <AVFoundation/AVFoundation.h>

@implementation RouteReader

- (BOOL)hasHeadphones {
    AVAudioSession *session = [AVAudioSession sharedInstance];
    NSError *error = nil;
    if (![session setActive:YES error:&error]) { // expect: activate-to-read
        NSLog(@"activation failed: %@", error);
        return NO;
    }
    NSLog(@"category %@", [session category]);
    return [session.currentRoute.outputs.firstObject.portType isEqualToString:AVAudioSessionPortHeadphones];
}

- (void)observesTheVolume {
    AVAudioSession *session = [AVAudioSession sharedInstance];
    [session setActive:YES error:nil]; // expect: activate-to-read
    [session addObserver:self forKeyPath:@"outputVolume" options:NSKeyValueObservingOptionNew context:nil];
}

- (void)recordsAfterReading:(AVAudioRecorder *)recorder {
    [[AVAudioSession sharedInstance] setActive:YES error:nil];
    NSLog(@"inputs %@", [AVAudioSession sharedInstance].availableInputs);
    [recorder record];
}

@end
