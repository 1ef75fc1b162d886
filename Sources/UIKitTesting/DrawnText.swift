import Foundation
import UIKit

/// A string as it was drawn: where (window coordinates: origin, measured width, line
/// height) and in which colour.
public struct DrawnText: Equatable, Sendable, CustomStringConvertible {
  public let string: String
  public let frame: CGRect
  public let color: UIColor

  public init(string: String, frame: CGRect, color: UIColor) {
    self.string = string
    self.frame = frame
    self.color = color
  }

  public var description: String { "\"\(string)\" at \(frame)" }
}
