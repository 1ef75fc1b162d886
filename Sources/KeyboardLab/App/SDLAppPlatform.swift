import Foundation
import SDLPlatform
import UIKit

/// The app's platform on SDL: an `SDLAppHost`, with the phone's screenshot taken from
/// the phone's part of the lab window unless the phone is alone.
@MainActor
public final class SDLAppPlatform: AppPlatform {
  public let host: SDLAppHost
  private let phoneOnly: Bool

  public init(host: SDLAppHost, phoneOnly: Bool) {
    self.host = host
    self.phoneOnly = phoneOnly
  }

  public func setTitle(_ title: String) { host.title = title }
  public func drawFrame() { host.drawFrame() }

  public func savePhoneScreenshot(to path: String) throws {
    if phoneOnly {
      try host.saveScreenshot(to: path)
    } else if let phone = host.window {
      try host.capture(phone).savePNG(to: path)
    }
  }

  public func saveWindowScreenshot(to path: String) throws { try host.saveScreenshot(to: path) }
  public func setTimeRate(_ rate: Double) { host.setTimeRate(rate) }
  public func setPaused(_ paused: Bool) { host.setPaused(paused) }
  public func stepFrame() { host.stepFrame() }
  public func copyText(_ text: String) { _ = host.copyToClipboard(text) }
  public func savePNG(of view: UIView, to path: String) throws { try host.capture(view).savePNG(to: path) }
}
