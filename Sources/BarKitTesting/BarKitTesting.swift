import BarKit
