import Foundation

/// How much room an interface has along one axis, as iOS reports it in a trait collection:
/// compact or regular, whatever the exact points.
public enum UIUserInterfaceSizeClass: Int, Sendable {
  case unspecified = 0
  case compact = 1
  case regular = 2
}
