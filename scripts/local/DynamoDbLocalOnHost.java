// DynamoDB Local as its own main starts it, with its HTTP connector bound to one address (the first argument): the jar
// has no option for that and would listen on every interface. Run with Java's source launcher (no compile step):
//   java -cp DynamoDBLocal.jar:DynamoDBLocal_lib/* DynamoDbLocalOnHost.java 127.0.0.1 -port 8000 -dbPath … -sharedDb
import java.lang.reflect.Field;
import java.util.Arrays;
import org.eclipse.jetty.server.Connector;
import org.eclipse.jetty.server.Server;
import org.eclipse.jetty.server.ServerConnector;
import software.amazon.dynamodb.services.local.main.ServerRunner;
import software.amazon.dynamodb.services.local.server.DynamoDBProxyServer;

public class DynamoDbLocalOnHost {
  public static void main(String[] args) throws Exception {
    String host = args[0];
    DynamoDBProxyServer proxy = ServerRunner.createServerFromCommandLineArgs(Arrays.copyOfRange(args, 1, args.length));
    Field field = DynamoDBProxyServer.class.getDeclaredField("server");
    field.setAccessible(true);
    Server server = (Server) field.get(proxy);
    for (Connector connector : server.getConnectors()) ((ServerConnector) connector).setHost(host);
    proxy.start();
  }
}
