// The app's audio logic, in Dart: a plugin forwards the session's interruptions to this stream.
import 'package:audio_session/audio_session.dart';

Future<void> listen() async {
  final session = await AudioSession.instance;
  session.interruptionEventStream.listen((event) {});
}
