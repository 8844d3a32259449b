#if PulseAudio
    import Foundation

    /// The level of one tone in recorded samples, by lock-in: the samples times a sine and a cosine of its frequency
    /// (in phase with the whole recording), summed over the window; two tones whose periods both fit the window a
    /// whole number of times do not leak into each other.
    package enum ToneLevel {
        /// The RMS, of full scale, of the tone of `frequency` in `samples`, the first of which is sample number
        /// `start` of the recording.
        package static func rms(
            of frequency: Double, in samples: ArraySlice<Int16>, startingAt start: Int, rate: Double
        )
            -> Double
        {
            let step = 2 * Double.pi * frequency / rate
            var inPhase = 0.0
            var quadrature = 0.0
            var number = start
            for sample in samples {
                let phase = step * Double(number)
                let value = Double(sample) / 32_768
                inPhase += value * sin(phase)
                quadrature += value * cos(phase)
                number += 1
            }
            return (2 as Double).squareRoot() * (inPhase * inPhase + quadrature * quadrature).squareRoot()
                / Double(samples.count)
        }

        /// `level` in decibels relative to `reference`.
        package static func decibels(_ level: Double, relativeTo reference: Double) -> Double {
            20 * log10(max(level, 1e-9) / reference)
        }
    }
#endif
