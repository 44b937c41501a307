/**
 * face-api's SSD detector and recognition net, run with their own weights through tfjs's fused
 * kernels (issue 27: detection + embedding ≤ 700 ms a photo on one core).
 *
 * face-api runs every layer as separate kernels: a convolution, then a bias `add`, a batch norm or
 * a scale (`mul` + `add`), then `clipByValue` or `relu`, each a full pass over the activations in
 * wasm. Profiled here on the SSD, the element-wise passes cost about as much as the convolutions.
 * Folded into the convolution's filter and bias once, at load, each layer is a single XNNPACK call
 * with the activation applied on the way out. Same arithmetic (up to float rounding), so the same
 * boxes, scores and descriptors: `fused-nets.test.ts` compares both ways on the packaged photos.
 *
 * What replaces what is face-api 1.7's `forwardInput` of each net (src/ssdMobilenetv1 and
 * src/faceRecognitionNet in the package): everything around it (input padding, non-maximum
 * suppression, box scaling) stays face-api's.
 */

type Tf = typeof import('@tensorflow/tfjs');
type FaceApi = typeof import('@vladmandic/face-api');
type Tensor = import('@tensorflow/tfjs').Tensor;
type Tensor1D = import('@tensorflow/tfjs').Tensor1D;
type Tensor2D = import('@tensorflow/tfjs').Tensor2D;
type Tensor4D = import('@tensorflow/tfjs').Tensor4D;

/** One convolution with everything after it folded in: filter, bias, and what follows. */
interface FusedConv {
  filter: Tensor4D;
  bias: Tensor1D;
}

/** face-api's batch-norm epsilon in its MobileNet (mobileNetV1.ts). */
const BATCH_NORM_EPSILON = 0.0010000000474974513;
/** face-api's mean colour for the recognition net (FaceRecognitionNet.ts). */
const RECOGNITION_MEAN_RGB = [122.782, 117.001, 104.298];

/** The parameter shapes of face-api's nets that are read here (its own types are not exported). */
interface ConvParams {
  filters: Tensor4D;
  bias: Tensor1D;
}
interface PointwiseParams {
  filters: Tensor4D;
  batch_norm_offset: Tensor1D;
}
interface DepthwiseParams {
  filters: Tensor4D;
  batch_norm_scale: Tensor1D;
  batch_norm_offset: Tensor1D;
  batch_norm_mean: Tensor1D;
  batch_norm_variance: Tensor1D;
}
interface SsdParams {
  mobilenetv1: Record<
    string,
    PointwiseParams | { depthwise_conv: DepthwiseParams; pointwise_conv: PointwiseParams }
  >;
  prediction_layer: Record<
    string,
    PointwiseParams | { box_encoding_predictor: ConvParams; class_predictor: ConvParams }
  >;
  output_layer: { extra_dim: Tensor };
}
interface ScaledConvParams {
  conv: ConvParams;
  scale: { weights: Tensor1D; biases: Tensor1D };
}
interface ResidualParams {
  conv1: ScaledConvParams;
  conv2: ScaledConvParams;
}
type RecognitionParams = Record<string, ResidualParams | ScaledConvParams | Tensor2D>;

/** face-api's NetInput, as far as the forward passes use it. */
interface NetInput {
  toBatchTensor(inputSize: number, isCenterInputs?: boolean): Tensor4D;
}

/** Strides of MobileNet's depthwise layers 1–13 (face-api's getStridesForLayerIdx). */
const STRIDE_TWO_LAYERS = new Set([2, 4, 6, 12]);

function foldSsd(tf: Tf, params: SsdParams) {
  const pointwise = (p: PointwiseParams): FusedConv => ({ filter: p.filters, bias: p.batch_norm_offset });
  const depthwise = (p: DepthwiseParams): FusedConv =>
    tf.tidy(() => {
      // (x − mean) · scale / √(variance + ε) + offset, per channel: a factor on the filter, a bias.
      const factor = tf.div(p.batch_norm_scale, tf.sqrt(tf.add(p.batch_norm_variance, BATCH_NORM_EPSILON)));
      return {
        filter: tf.mul(p.filters, tf.reshape(factor, [1, 1, -1, 1])) as Tensor4D,
        bias: tf.sub(p.batch_norm_offset, tf.mul(p.batch_norm_mean, factor)) as Tensor1D,
      };
    });
  const net = params.mobilenetv1;
  const pairs = Array.from({ length: 13 }, (_, i) => {
    const pair = net[`conv_${i + 1}`] as { depthwise_conv: DepthwiseParams; pointwise_conv: PointwiseParams };
    return { depthwise: depthwise(pair.depthwise_conv), pointwise: pointwise(pair.pointwise_conv) };
  });
  const prediction = params.prediction_layer;
  const head = Array.from({ length: 8 }, (_, i) => pointwise(prediction[`conv_${i}`] as PointwiseParams));
  const boxPredictors = Array.from({ length: 6 }, (_, i) => {
    const p = prediction[`box_predictor_${i}`] as {
      box_encoding_predictor: ConvParams;
      class_predictor: ConvParams;
    };
    return {
      boxes: { filter: p.box_encoding_predictor.filters, bias: p.box_encoding_predictor.bias },
      classes: { filter: p.class_predictor.filters, bias: p.class_predictor.bias },
    };
  });
  return {
    first: pointwise(net.conv_0 as PointwiseParams),
    pairs,
    head,
    boxPredictors,
    priors: params.output_layer.extra_dim,
  };
}

function foldRecognition(tf: Tf, params: RecognitionParams) {
  // relu((conv(x, f) + b) · w + c) = relu(conv(x, f · w) + (b · w + c)): w and c are per channel.
  const scaled = (p: ScaledConvParams): FusedConv =>
    tf.tidy(() => ({
      filter: tf.mul(p.conv.filters, p.scale.weights) as Tensor4D,
      bias: tf.add(tf.mul(p.conv.bias, p.scale.weights), p.scale.biases) as Tensor1D,
    }));
  const residual = (name: string) => {
    const p = params[name] as ResidualParams;
    return { conv1: scaled(p.conv1), conv2: scaled(p.conv2) };
  };
  return {
    first: scaled(params.conv32_down as ScaledConvParams),
    blocks: (
      [
        ['conv32_1', false],
        ['conv32_2', false],
        ['conv32_3', false],
        ['conv64_down', true],
        ['conv64_1', false],
        ['conv64_2', false],
        ['conv64_3', false],
        ['conv128_down', true],
        ['conv128_1', false],
        ['conv128_2', false],
        ['conv256_down', true],
        ['conv256_1', false],
        ['conv256_2', false],
        ['conv256_down_out', true],
      ] as const
    ).map(([name, down]) => ({ ...residual(name), down })),
    fc: params.fc as Tensor2D,
    mean: tf.tensor1d(RECOGNITION_MEAN_RGB),
  };
}

/** The SSD's forward pass (face-api's SsdMobilenetv1.forwardInput) on fused kernels. */
function ssdForward(tf: Tf, folded: ReturnType<typeof foldSsd>) {
  const conv = (x: Tensor4D, layer: FusedConv, stride: number, activation: 'relu6' | 'linear') =>
    tf.fused.conv2d({ x, filter: layer.filter, strides: stride, pad: 'same', bias: layer.bias, activation });
  return (input: NetInput) =>
    tf.tidy(() => {
      const batch = tf.cast(input.toBatchTensor(512, false), 'float32');
      const x = tf.sub(tf.div(batch, 127.5), 1) as Tensor4D;
      let out = conv(x, folded.first, 2, 'relu6');
      let conv11 = out;
      folded.pairs.forEach((pair, i) => {
        const stride = STRIDE_TWO_LAYERS.has(i + 1) ? 2 : 1;
        out = tf.fused.depthwiseConv2d({
          x: out,
          filter: pair.depthwise.filter,
          strides: stride,
          pad: 'same',
          bias: pair.depthwise.bias,
          activation: 'relu6',
        });
        out = conv(out, pair.pointwise, 1, 'relu6');
        if (i + 1 === 11) conv11 = out;
      });
      const [c0, c1, c2, c3, c4, c5, c6, c7] = folded.head;
      const step = (from: Tensor4D, layer: FusedConv | undefined, stride: number) =>
        conv(from, layer as FusedConv, stride, 'relu6');
      const p0 = step(out, c0, 1);
      const p1 = step(p0, c1, 2);
      const p3 = step(step(p1, c2, 1), c3, 2);
      const p5 = step(step(p3, c4, 1), c5, 2);
      const p7 = step(step(p5, c6, 1), c7, 2);
      const sources = [conv11, out, p1, p3, p5, p7];
      const batchSize = x.shape[0];
      const encodings: Tensor[] = [];
      const classes: Tensor[] = [];
      sources.forEach((source, i) => {
        const predictor = folded.boxPredictors[i];
        if (!predictor) return;
        encodings.push(tf.reshape(conv(source, predictor.boxes, 1, 'linear'), [batchSize, -1, 1, 4]));
        classes.push(tf.reshape(conv(source, predictor.classes, 1, 'linear'), [batchSize, -1, 3]));
      });
      return decodeSsdOutput(tf, tf.concat(encodings, 1), tf.concat(classes, 1), folded.priors, batchSize);
    });
}

/** face-api's outputLayer: box encodings against the priors, class scores through a sigmoid. */
function decodeSsdOutput(tf: Tf, encodings: Tensor, classes: Tensor, priors: Tensor, batchSize: number) {
  const anchors = tf.reshape(tf.tile(priors, [batchSize, 1, 1]), [-1, 4]);
  const [y0, x0, y1, x1] = tf.unstack(tf.transpose(anchors, [1, 0])) as [Tensor, Tensor, Tensor, Tensor];
  const sizeY = tf.sub(y1, y0);
  const sizeX = tf.sub(x1, x0);
  const centreY = tf.add(y0, tf.div(sizeY, 2));
  const centreX = tf.add(x0, tf.div(sizeX, 2));
  const [ty, tx, th, tw] = tf.unstack(tf.transpose(tf.reshape(encodings, [-1, 4]), [1, 0])) as [
    Tensor,
    Tensor,
    Tensor,
    Tensor,
  ];
  const halfY = tf.div(tf.mul(tf.exp(tf.div(th, 5)), sizeY), 2);
  const midY = tf.add(tf.mul(tf.div(ty, 10), sizeY), centreY);
  const halfX = tf.div(tf.mul(tf.exp(tf.div(tw, 5)), sizeX), 2);
  const midX = tf.add(tf.mul(tf.div(tx, 10), sizeX), centreX);
  const decoded = tf.transpose(
    tf.stack([tf.sub(midY, halfY), tf.sub(midX, halfX), tf.add(midY, halfY), tf.add(midX, halfX)]),
    [1, 0],
  );
  const boxes = tf.reshape(decoded, [batchSize, decoded.shape[0] / batchSize, 4]);
  const scored = tf.sigmoid(tf.slice(classes, [0, 0, 1], [-1, -1, -1]));
  const scores = tf.reshape(tf.slice(scored, [0, 0, 0], [-1, -1, 1]), [batchSize, -1]);
  return { boxes: tf.unstack(boxes) as Tensor2D[], scores: tf.unstack(scores) as Tensor1D[] };
}

/** The recognition net's forward pass (face-api's FaceRecognitionNet.forwardInput) on fused kernels. */
function recognitionForward(tf: Tf, folded: ReturnType<typeof foldRecognition>) {
  const conv = (x: Tensor4D, layer: FusedConv, stride: number, relu: boolean, pad: 'same' | 'valid') =>
    tf.fused.conv2d({
      x,
      filter: layer.filter,
      strides: stride,
      pad,
      bias: layer.bias,
      activation: relu ? 'relu' : 'linear',
    });
  const residual = (x: Tensor4D, block: (typeof folded.blocks)[number]): Tensor4D => {
    const inner = conv(
      conv(x, block.conv1, block.down ? 2 : 1, true, block.down ? 'valid' : 'same'),
      block.conv2,
      1,
      false,
      'same',
    );
    if (!block.down) return tf.relu(tf.add(inner, x));
    // face-api's residualDown: the input average-pooled, widened with zero channels, and the
    // convolved path padded by a zero row and column when pooling left it one short.
    let out: Tensor4D = inner;
    let pooled = tf.avgPool(x, 2, 2, 'valid') as Tensor4D;
    if (pooled.shape[1] !== out.shape[1] || pooled.shape[2] !== out.shape[2]) {
      const [n, h, w, c] = out.shape;
      out = tf.concat([out, tf.zeros([n, 1, w, c])], 1);
      out = tf.concat([out, tf.zeros([n, h + 1, 1, c])], 2);
    }
    if (pooled.shape[3] !== out.shape[3]) pooled = tf.concat([pooled, tf.zeros(pooled.shape)], 3);
    return tf.relu(tf.add(pooled, out));
  };
  return (input: NetInput) =>
    tf.tidy(() => {
      const batch = tf.cast(input.toBatchTensor(150, true), 'float32');
      const normalized = tf.div(tf.sub(batch, folded.mean), 255) as Tensor4D;
      let out = conv(normalized, folded.first, 2, true, 'valid');
      out = tf.maxPool(out, 3, 2, 'valid');
      for (const block of folded.blocks) out = residual(out, block);
      return tf.matMul(tf.mean(out, [1, 2]) as Tensor2D, folded.fc);
    });
}

/**
 * Swaps the loaded nets' forward passes for the fused ones. Call once, after the weights are
 * loaded; the folded weights are made here, once (about the size of the nets' own).
 */
export function useFusedKernels(faceapi: FaceApi, tf: Tf): void {
  const ssd = faceapi.nets.ssdMobilenetv1 as unknown as { params: SsdParams; forwardInput: unknown };
  const recognition = faceapi.nets.faceRecognitionNet as unknown as {
    params: RecognitionParams;
    forwardInput: unknown;
  };
  ssd.forwardInput = ssdForward(tf, foldSsd(tf, ssd.params));
  recognition.forwardInput = recognitionForward(tf, foldRecognition(tf, recognition.params));
}
