#import <AudioToolbox/AudioToolbox.h>

// An old player still on the C Audio Session API (deprecated since iOS 7). AudioSessionSetProperty in a comment
// and in a string is not a call.
OSStatus AudioSessionSetActive(Boolean active);

static void interruptionListener(void *userData, UInt32 state) {
    NSLog(@"AudioSessionSetProperty is not called here");
}

@implementation LegacyAudio

- (void)start {
    AudioSessionInitialize(NULL, NULL, interruptionListener, (__bridge void *)self); // expect: deprecated-c-api
    UInt32 category = kAudioSessionCategory_MediaPlayback;
    AudioSessionSetProperty(kAudioSessionProperty_AudioCategory, sizeof(category), &category); // expect: deprecated-c-api
    AudioSessionSetActive(true); // expect: deprecated-c-api
}

- (void)stop {
    AudioSessionSetActiveWithFlags(false, kAudioSessionSetActiveFlag_NotifyOthersOnDeactivation); // expect: deprecated-c-api
}

@end
