import Foundation
import UIKit

/// One phone of the compare window: a screen on a device, run as a process of its own.
public struct ComparedScreen: Equatable, Sendable {
  public let screen: String
  public let device: DeviceProfile

  public init(screen: String, device: DeviceProfile) {
    self.screen = screen
    self.device = device
  }
}
