// keyboard-lab: the lab with the seed screens (KeyboardLabApp does the rest).
import KeyboardLab

MainActor.assumeIsolated { KeyboardLabApp.main() }
