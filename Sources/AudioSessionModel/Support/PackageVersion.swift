/// The release this build of the package belongs to: the version `audiosession --version` prints and the linter's
/// SARIF logs name (semantic versioning; the CHANGELOG's newest release).
package enum PackageVersion {
    /// `0.1.0`.
    package static let current = "0.1.0"
}
