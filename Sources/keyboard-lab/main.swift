// keyboard-lab: flags → SDL platform → the app. Everything else lives in the modules.
import Foundation
import KeyboardLab
import SDLPlatform
import UIKit

func fail(_ message: String, _ code: Int32) -> Never {
  FileHandle.standardError.write(Data("keyboard-lab: \(message)\n".utf8))
  exit(code)
}

let flags = AppFlags.parseOrExit()
UIKitRuntime.main.mainScreen.device = flags.device
// Before the host: its window or surface takes the turned screen's size.
UIKitRuntime.main.mainScreen.rotate(to: flags.orientation)

let host: SDLAppHost
do {
  host = try SDLAppHost(
    options: SDLAppHost.Options(
      scale: flags.scale, headless: flags.isHeadless, steppedFrames: flags.usesSteppedFrames,
      title: "KeyboardLab — \(flags.screen)", printStartupTime: flags.printStartupTime,
      printFrameStats: flags.printFrameStats, fullRedraw: flags.fullRedraw,
      renderer: SDLWindowHost.RendererChoice(rawValue: flags.renderer) ?? .auto))
} catch {
  fail(error.description, error.exitCode)
}

let session: AppSession
do {
  session = try AppSession(
    flags: flags,
    platform: AppSession.Platform(
      setTitle: { host.title = $0 },
      drawFrame: { host.drawFrame() },
      saveScreenshot: { try host.saveScreenshot(to: $0) }))
} catch {
  fail(error.description, error.exitCode)
}

host.attach(session.window)
exit(host.run { session.tick() })
