// `import NHSSnapshotTesting` brings the snapshot library with it (devices, matrices, image
// sources, and through it the NHS components and the view kit), so a test file needs one import.
@_exported import NHSSnapshot
