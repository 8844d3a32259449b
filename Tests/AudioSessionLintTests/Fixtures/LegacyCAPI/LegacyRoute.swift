import AudioToolbox

final class LegacyRoute {
    func listen() {
        let property = kAudioSessionProperty_AudioRouteChange
        AudioSessionAddPropertyListener(property, routeChanged, nil) // expect: deprecated-c-api
    }

    func audioSessionSetProperty() {
        // A method of the app's own with a similar name is not the C API.
        audioSessionSetProperty()
    }
}
