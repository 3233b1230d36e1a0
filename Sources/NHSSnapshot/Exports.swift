// `import NHSSnapshot` brings the NHS components and the view kit with it, the audits'
// findings and expected findings that scenarios declare, the command-line option types and the
// `diff` and `report` commands.
@_exported import Audits
@_exported import NHSAppUI
@_exported import ArgumentParsing
@_exported import SnapshotDiff
