import Foundation

/// Core Graphics' two-component vector, which Foundation on Linux lacks; UIKit takes it
/// for spring velocities (`UISpringTimingParameters(dampingRatio:initialVelocity:)`).
public struct CGVector: Sendable, Hashable, CustomStringConvertible {
  public var dx: CGFloat
  public var dy: CGFloat

  public init() {
    self.init(dx: 0, dy: 0)
  }

  public init(dx: CGFloat, dy: CGFloat) {
    self.dx = dx
    self.dy = dy
  }

  public init(dx: Double, dy: Double) {
    self.init(dx: CGFloat(dx), dy: CGFloat(dy))
  }

  public init(dx: Int, dy: Int) {
    self.init(dx: CGFloat(dx), dy: CGFloat(dy))
  }

  public static let zero = CGVector()

  public var description: String { "(\(dx), \(dy))" }
}
