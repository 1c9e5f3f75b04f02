// BarKit: one import for the whole toolkit. Each layer is a module of its own (see
// Docs/Architecture.md); this module re-exports them so users write `import BarKit`.
@_exported import BarDocuments
@_exported import BarGeometry
@_exported import BarGraphics
@_exported import BarLists
@_exported import BarNavigation
@_exported import BarRendering
@_exported import BarSolver
@_exported import BarText
@_exported import BarTextInput
@_exported import BarViewDocuments
@_exported import BarViews
@_exported import BarWidgets
@_exported import Foundation
